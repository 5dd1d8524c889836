import Form from '@rjsf/core';
import type { Field, RJSFSchema } from '@rjsf/utils';
import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../validators';
import type { JsonSchema } from '../../definition/types';
import { engineValidator } from './engine-validator';
import { FieldTemplate } from '../fields/FieldTemplate';
import { summaryLinks } from './summary-links';
import { fields, widgets } from '../widgets';
import { BeneficiariesField } from '../widgets/BeneficiariesField';

const entry = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Full name' },
    relationship: { type: 'string', title: 'Relationship' },
    sharePercent: { type: 'string', title: 'Share %' },
  },
};
// The beneficiaries fragment's shape and titles (forms/fragments/beneficiaries.json).
const schema: JsonSchema = {
  type: 'object',
  properties: {
    beneficiaries: {
      type: 'object',
      title: 'Beneficiaries',
      beneficiaryShares: true,
      properties: {
        primary: { type: 'array', title: 'Primary beneficiaries', items: entry },
        contingent: { type: 'array', title: 'Contingent beneficiaries', items: entry },
      },
    },
  },
};

const person = (sharePercent: string) => ({ name: 'Ann', relationship: 'Son', sharePercent });

describe('the error summary links', () => {
  it("name a beneficiary's row as its input's label does", () => {
    const links = summaryLinks(
      schema,
      {
        'beneficiaries.primary.0.name': messages.required,
        'beneficiaries.contingent.0.name': messages.required,
      },
      {},
    );
    expect(links.map((link) => `${link.label}: ${link.message}`)).toEqual([
      `Full name (primary beneficiary 1): ${messages.required}`,
      `Full name (contingent beneficiary 1): ${messages.required}`,
    ]);
    const html = renderToStaticMarkup(
      <Form
        schema={schema as RJSFSchema}
        uiSchema={{ beneficiaries: { 'ui:field': 'beneficiaries' } }}
        formData={{ beneficiaries: { primary: [person('')], contingent: [person('')] } }}
        validator={engineValidator}
        widgets={widgets}
        // The field itself: the registry's loads it on demand, which a static render never waits for.
        fields={{ ...fields, beneficiaries: BeneficiariesField as Field }}
        templates={{ FieldTemplate }}
      />,
    );
    for (const link of links)
      expect(html).toContain(
        `for="${['root', ...link.target.split('.')].join('_')}">${link.label}<`,
      );
  });

  it('name the list whose shares do not total 100 and lead to its first share', () => {
    const data = {
      beneficiaries: { primary: [person('100')], contingent: [person('30'), person('30')] },
    };
    const shares = { beneficiaries: messages.beneficiaryShareTotal };
    expect(summaryLinks(schema, shares, data)).toEqual([
      {
        key: 'beneficiaries.contingent',
        label: 'Contingent beneficiaries',
        message: messages.beneficiaryShareTotal,
        target: 'beneficiaries.contingent.0.sharePercent',
      },
    ]);
    const bothOff = { beneficiaries: { primary: [person('60')], contingent: [person('30')] } };
    expect(summaryLinks(schema, shares, bothOff).map((link) => link.label)).toEqual([
      'Primary beneficiaries',
      'Contingent beneficiaries',
    ]);
    // Any other message of the designation (text length) names the designation.
    expect(summaryLinks(schema, { beneficiaries: 'Too long' }, data)).toEqual([
      {
        key: 'beneficiaries',
        label: 'Beneficiaries',
        message: 'Too long',
        target: 'beneficiaries',
      },
    ]);
  });
});
