import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  createStepMachine,
  resolveDefinition,
  runtimeForm,
  type FormDefinition,
} from '../../engine';
import { fragments, plansRules } from '../../forms';
import { flowGraph } from './flow-graph';
import { flowSvg } from './flow-svg';

// The fixture variant of docs/adding-a-plan-variant.md: the short application without beneficiaries.
const fixture = JSON.parse(
  readFileSync(
    new URL('../../tests/fixtures/forms/term-90-plus-express.json', import.meta.url),
    'utf8',
  ),
) as FormDefinition;
const definition = resolveDefinition(fixture, fragments);
const form = runtimeForm(definition, plansRules);
const context = { rules: plansRules, now: new Date() };
const flow = flowGraph(form, context);

describe('the flow of a form', () => {
  it('has a node for each state of its step machine that is a step or the review', () => {
    const machine = createStepMachine(form);
    const states = Object.keys(machine.root.states).filter(
      (state) => !['resuming', '(checking)', 'submitting', 'submitted', 'failed'].includes(state),
    );
    expect(flow.nodes.map((node) => node.id)).toEqual(states);
    expect(states).toEqual([...definition.steps.map((step) => step.id), 'review']);
    expect(flow.nodes.filter((node) => node.kind === 'review')).toHaveLength(1);
  });

  it('has an edge for each move the fixture allows, and no other', () => {
    // The fixture asks its steps in order; after the payment step it asks for the card (cc) or
    // the bank account (eft), or goes straight to the authorization for any other method.
    expect(new Set(flow.edges.map((edge) => `${edge.from}>${edge.to}`))).toEqual(
      new Set([
        'eligibility>insured',
        'insured>contact',
        'contact>coverage',
        'coverage>health',
        'health>payment',
        'payment>card',
        'payment>bank',
        'payment>authorization',
        'card>authorization',
        'bank>authorization',
        'authorization>review',
      ]),
    );
  });

  it('says in words when the card step is asked and when it is skipped', () => {
    const toCard = flow.edges.find((edge) => edge.to === 'card');
    expect(toCard?.when).toBe('if payment.method is "cc" (Credit Card)');
    const around = flow.edges.find((edge) => edge.from === 'payment' && edge.to !== 'card');
    expect(around?.when).toContain('not (payment.method is "cc" (Credit Card)): skips');
  });

  it('draws every node and edge in the SVG', () => {
    const svg = flowSvg(flow, definition.title);
    for (const node of flow.nodes) expect(svg).toContain(`data-node="${node.id}"`);
    for (const edge of flow.edges) expect(svg).toContain(`data-edge="${edge.from}&gt;${edge.to}"`);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(flowSvg(flow, definition.title, 'arrow-b')).toContain('<marker id="arrow-b"');
  });
});
