import { describe, expect, it } from 'vitest';
import { formById, formDefinitions } from '../forms';
import { routeTable } from '../site/routes/route-table';
import {
  badValueKind,
  badValuesOn,
  badValuesToType,
  formsByFirstStepKind,
  formsToWalk,
  pageTemplate,
  routesToCheck,
  shortestPath,
  stepKind,
  stepsAnswered,
  walkKinds,
} from './browser-coverage';

const standard = formById('term-90-plus-standard');
if (!standard) throw new Error('no standard form');
const stepOf = (id: string) => {
  const step = standard.steps.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`no step ${id}`);
  return step;
};

describe('what the browser run covers once', () => {
  it("names a step's kind by the controls it is drawn with", () => {
    expect(stepKind(stepOf('beneficiaries'))).toBe('beneficiaries');
    const insured = stepKind(stepOf('insured')).split(' ');
    expect(insured).toEqual(expect.arrayContaining(['dateOfBirth', 'radio', 'ssn']));
    expect(insured).not.toContain('beneficiaries');
  });

  it('walks fewer forms than the catalogue holds, and every step and review kind among them', () => {
    const walked = formsToWalk(formDefinitions);
    expect(walked.length).toBeLessThan(formDefinitions.length);
    const shown = new Set(walked.flatMap(walkKinds));
    for (const definition of formDefinitions)
      for (const kind of walkKinds(definition)) expect(shown, definition.formId).toContain(kind);
  });

  it('loads fewer forms directly than the catalogue holds, a first step of every kind among them', () => {
    const chosen = formsByFirstStepKind(formDefinitions);
    expect(chosen.length).toBeLessThan(formDefinitions.length);
    const kinds = (definitions: typeof formDefinitions) =>
      new Set(definitions.map((definition) => stepKind(definition.steps[0] ?? standard.steps[0]!)));
    expect(kinds(chosen)).toEqual(kinds(formDefinitions));
    expect(kinds(chosen).size).toBe(chosen.length);
  });

  it('types each kind of bad value once, on the first form whose shortest path asks for it', () => {
    const typed = [...badValuesToType(formDefinitions)].flatMap(([formId, byStep]) => {
      const definition = formById(formId);
      return [...byStep].flatMap(([stepId, samples]) => {
        const step = definition?.steps.find((candidate) => candidate.id === stepId);
        return step ? samples.map((bad) => badValueKind(step, bad)) : [];
      });
    });
    const every = new Set(
      formDefinitions.flatMap((definition) =>
        stepsAnswered(definition, shortestPath(definition)).flatMap(({ step }) =>
          badValuesOn(step).map((bad) => badValueKind(step, bad)),
        ),
      ),
    );
    expect(typed.sort()).toEqual([...every].sort());
    expect(every).toContain('Must be a valid SSN | ssn');
    expect(every).toContain('Summary Share % for beneficiaries must be 100 | beneficiaries');
  });

  it('checks one route of each page template, each account section apart', () => {
    const checked = routesToCheck(routeTable);
    expect(checked.map(pageTemplate).sort()).toEqual(
      [...new Set(routeTable.map(pageTemplate))].sort(),
    );
    expect(checked.length).toBeLessThan(routeTable.length);
    const account = routeTable.filter((entry) => entry.layout === 'account');
    expect(new Set(account.map(pageTemplate)).size).toBe(account.length);
  });
});
