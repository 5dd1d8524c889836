import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { BeneficiariesField } from './beneficiaries-field';
import { ConfirmationWidget, RadioWidget, SelectWidget, SwitcherWidget } from './choice-widgets';
import { CoverageWidget, StateWidget } from './plan-widgets';
import { DateOfBirthWidget, EmailWidget, PhoneWidget, SsnWidget, ZipWidget } from './text-widgets';

/** Our widgets by the names definitions use in `ui:widget`. */
export const widgets: RegistryWidgetsType = {
  ssn: SsnWidget,
  phone: PhoneWidget,
  zip: ZipWidget,
  email: EmailWidget,
  dateOfBirth: DateOfBirthWidget,
  coverage: CoverageWidget,
  state: StateWidget,
  switcher: SwitcherWidget,
  confirmation: ConfirmationWidget,
  radio: RadioWidget,
  RadioWidget,
  select: SelectWidget,
  SelectWidget,
};

export const fields: RegistryFieldsType = { beneficiaries: BeneficiariesField };
