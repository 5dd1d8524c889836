import type { Field, Widget } from '@rjsf/utils';
import { ConfirmationWidget, RadioWidget, SelectWidget, SwitcherWidget } from './choice-widgets';
import { LazyBeneficiariesField } from './lazy-beneficiaries-field';
import { LazyPeopleField } from './lazy-people-field';
import { LazyRelationshipWidget } from './lazy-relationship-widget';
import { PaymentFrequencyWidget } from './payment-frequency-widget';
import type { FieldName, WidgetName } from './names';
import { CoverageWidget, PaymentMethodWidget, StateWidget } from './plan-widgets';
import {
  CardExpiryWidget,
  DateOfBirthWidget,
  EmailWidget,
  PhoneWidget,
  PlainTextWidget,
  SsnWidget,
  TextareaWidget,
  ZipWidget,
} from './text-widgets';

/**
 * Our widgets by the names definitions use in `ui:widget`, and in place of rjsf's own text and
 * textarea widgets, which hand every keystroke to the form (a whole-step render). Exactly the
 * names of ./names.ts, which the catalogue check reads.
 */
export const widgets: Record<WidgetName, Widget> = {
  ssn: SsnWidget,
  phone: PhoneWidget,
  zip: ZipWidget,
  email: EmailWidget,
  dateOfBirth: DateOfBirthWidget,
  cardExpiry: CardExpiryWidget,
  coverage: CoverageWidget,
  paymentFrequency: PaymentFrequencyWidget,
  paymentMethod: PaymentMethodWidget,
  state: StateWidget,
  relationship: LazyRelationshipWidget,
  switcher: SwitcherWidget,
  confirmation: ConfirmationWidget,
  radio: RadioWidget,
  RadioWidget,
  select: SelectWidget,
  SelectWidget,
  text: PlainTextWidget,
  TextWidget: PlainTextWidget,
  textarea: TextareaWidget,
  TextareaWidget,
};

export const fields: Record<FieldName, Field> = {
  beneficiaries: LazyBeneficiariesField,
  people: LazyPeopleField,
};
