import type { Field, Widget } from '@rjsf/utils';
import { ConfirmationWidget, RadioWidget, SelectWidget, SwitcherWidget } from './ChoiceWidgets';
import { LazyBeneficiariesField } from './LazyBeneficiariesField';
import { LazyPeopleField } from './LazyPeopleField';
import { LazyRelationshipWidget } from './LazyRelationshipWidget';
import { PaymentFrequencyWidget } from './PaymentFrequencyWidget';
import type { FieldName, WidgetName } from './names';
import { CoverageWidget, PaymentMethodWidget, StateWidget } from './PlanWidgets';
import {
  CardExpiryWidget,
  DateOfBirthWidget,
  EmailWidget,
  PhoneWidget,
  PlainTextWidget,
  SsnWidget,
  TextareaWidget,
  ZipWidget,
} from './TextWidgets';

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
