import { useEffect, useState } from 'react';
import serviceForms from 'virtual:service-forms';
import {
  formValidators,
  snapshotPlanRules,
  type FieldErrors,
  type FormData,
  type Form,
  type PlanRules,
  type ServiceFormDefinition,
} from '../../../engine';
import { StepForm } from '../../../engine/renderer';
import { apiMessages } from '../../api';
import { Field, FormMessage } from '../../auth/Field';
import { updateBeneficiaryStore, useUpdateBeneficiary, whileLoading } from '../../stores';
import { useMember } from '../use-member';
import { policyRequest, type BeneficiaryLists } from '../policy/policy-api';

/** The member-service form of forms/member-services/beneficiary-update.json. */
const formId = 'beneficiary-update';
const loadForm = serviceForms[formId];

interface LoadedForm extends Form<ServiceFormDefinition> {
  rules: PlanRules;
}

export interface BeneficiariesUpdated {
  message: string;
  applicationId: string;
  beneficiaries: BeneficiaryLists;
  beneUpdatePendingUntil: string;
}

/**
 * Updating one certificate's beneficiaries with the form engine: the applications' beneficiaries
 * step, its share rule and 240-character limit checked here by the precompiled validators and
 * again by the server, which starts the 48 hours pending. The member's password confirms it: a
 * session alone (a shared or stolen one) cannot redirect the death benefit.
 */
export function BeneficiaryUpdateForm({
  applicationId,
  current,
  onUpdated,
  onCancel,
}: {
  readonly applicationId: string;
  readonly current: BeneficiaryLists;
  readonly onUpdated: (updated: BeneficiariesUpdated) => void;
  readonly onCancel: () => void;
}) {
  const { auth } = useMember();
  const busy = useUpdateBeneficiary((state) => state.loading);
  const [form, setForm] = useState<LoadedForm | null>(null);
  const [failed, setFailed] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!loadForm) return undefined;
    let live = true;
    loadForm().then(
      (module) =>
        live &&
        setForm({
          definition: module.definition,
          validators: formValidators(module.definition, module.default),
          rules: snapshotPlanRules(module.planRulesSnapshot),
        }),
      (error: unknown) => {
        console.error(error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  if (failed || !loadForm) return <p role="alert">{apiMessages.requestError}</p>;
  if (!form) return <p role="status">Loading the form…</p>;

  const submit = async (data: FormData): Promise<FieldErrors | undefined> => {
    setMessage(null);
    setPasswordError(undefined);
    const result = await whileLoading(updateBeneficiaryStore, () =>
      policyRequest<BeneficiariesUpdated>(auth, 'updateBeneficiary', {
        applicationId,
        beneficiaries: data.beneficiaries,
        currentPassword: password,
      }),
    );
    if (result.ok) {
      onUpdated(result.data);
      return undefined;
    }
    setMessage(result.message);
    // The password is this form's own field, not one of the step's.
    const { currentPassword, ...stepErrors } = result.errors ?? {};
    setPasswordError(currentPassword);
    return stepErrors;
  };

  return (
    <div className="beneficiary-update" data-form="beneficiary-update">
      <h3>{form.definition.title}</h3>
      <FormMessage error={message} />
      <StepForm
        form={form}
        rules={form.rules}
        initialData={{ beneficiaries: current }}
        submitLabel="Send the update"
        busy={busy}
        onSubmit={submit}
        beforeActions={
          <Field
            name="currentPassword"
            label="Your password, to confirm the change"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={passwordError}
          />
        }
      >
        <button type="button" className="secondary-button" onClick={onCancel}>
          Cancel
        </button>
      </StepForm>
    </div>
  );
}
