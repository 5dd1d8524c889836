import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../definition/types';
import { applicationApi } from './application-api';

const definition = { appId: 'example', formId: 'example-standard' } as FormDefinition;

describe('applicationApi', () => {
  it('sends steps and submissions with appId and formId, and checks the answer', async () => {
    const calls: unknown[][] = [];
    const api = applicationApi(
      async (...args) => {
        calls.push(args);
        return { applicationId: 'a1', referenceNumber: 'MBA-1', status: 'received', appId: 'x' };
      },
      definition,
      { memberId: 'm1', memberToken: 't1' },
    );
    await api.saveStep('insured', { insured: {} }, 'key-1');
    expect(await api.submit({ insured: {} }, 'key-1')).toEqual({
      applicationId: 'a1',
      referenceNumber: 'MBA-1',
      status: 'received',
    });
    expect(calls).toEqual([
      [
        'application',
        'step',
        {
          appId: 'example',
          formId: 'example-standard',
          step: 'insured',
          data: { insured: {} },
          idempotencyKey: 'key-1',
          memberId: 'm1',
          memberToken: 't1',
        },
      ],
      [
        'application',
        'submit',
        {
          appId: 'example',
          formId: 'example-standard',
          data: { insured: {} },
          idempotencyKey: 'key-1',
          memberId: 'm1',
          memberToken: 't1',
        },
      ],
    ]);
  });

  it('sends the signature typed on the review with the submission', async () => {
    const sent: Record<string, unknown>[] = [];
    const api = applicationApi(async (_api, _action, data) => {
      sent.push(data);
      return { applicationId: 'a1', referenceNumber: 'MBA-1', status: 'received' };
    }, definition);
    await api.submit({ insured: {} }, 'key-1', 'Jane Q Public');
    await api.submit({ insured: {} }, 'key-1');
    expect(sent[0]?.signature).toBe('Jane Q Public');
    expect('signature' in (sent[1] ?? {})).toBe(false);
  });

  it('refuses an answer that is not an application', async () => {
    const api = applicationApi(async () => ({ message: 'x' }), definition);
    await expect(api.submit({}, 'k')).rejects.toThrow('The application answer is not valid');
  });
});
