import type { FieldTemplateProps } from '@rjsf/utils';
import { errorId, helpId } from '@rjsf/utils';
import { messages } from '../../../validators';
import { ageRangeHint } from '../page/age-range-hint';
import { describedBy } from '../page/described-by';
import { wizardContextOf } from '../page/form-context';
import { HelpDisclosure } from './HelpDisclosure';

const groupWidgets = ['radio', 'switcher', 'paymentFrequency', 'paymentMethod'];
const selfLabelled = ['confirmation'];

/**
 * Every field: its label (a legend for radios, in a fieldset), then its hint and its error, both
 * named by the input's aria-describedby, then the input. Objects are rendered by their own
 * template (a fieldset per section).
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, children, rawErrors, uiSchema, schema, hidden, displayLabel } =
    props;
  if (hidden) return <div hidden>{children}</div>;
  const context = wizardContextOf(props.registry.formContext);
  if (schema.type === 'object' || schema.type === 'array' || uiSchema?.['ui:field'])
    return (
      <>
        <HelpDisclosure uiSchema={uiSchema} helpTexts={context?.helpTexts} />
        {children}
      </>
    );
  const widget = typeof uiSchema?.['ui:widget'] === 'string' ? uiSchema['ui:widget'] : '';
  const help = typeof uiSchema?.['ui:help'] === 'string' ? uiSchema['ui:help'] : undefined;
  const error = rawErrors?.[0];
  // The spec's age message word for word, then the ages the plan takes, read with it.
  const errorHint =
    error === messages.ageNotMatching && context
      ? ageRangeHint(context.rules, context.plan, (schema as { ageForPlan?: unknown }).ageForPlan)
      : '';
  const text = (
    <>
      {label}
      {required ? '' : ' (optional)'}
    </>
  );
  const details = (
    <>
      {help && (
        <div className="hint" id={helpId(id)}>
          {help}
        </div>
      )}
      <HelpDisclosure uiSchema={uiSchema} helpTexts={context?.helpTexts} />
      {error && (
        <p className="field-error" id={errorId(id)}>
          <span className="visually-hidden">Error: </span>
          {error}
          {errorHint && <span className="field-error-hint"> {errorHint}</span>}
        </p>
      )}
    </>
  );
  const className = `field${error ? ' field--error' : ''}`;
  if (groupWidgets.includes(widget)) {
    return (
      // The group's hint and error are read with its legend as the keyboard enters it (GOV.UK's
      // radios): an attribute on the options' wrapper would be read by nothing.
      <fieldset
        className={className}
        aria-describedby={describedBy(id, Boolean(help), Boolean(error))}
      >
        <legend>{text}</legend>
        {details}
        {children}
      </fieldset>
    );
  }
  if (selfLabelled.includes(widget) || !displayLabel) {
    return (
      <div className={className}>
        {details}
        {children}
      </div>
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id}>{text}</label>
      {details}
      {children}
    </div>
  );
}
