import type { WidgetProps } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import { answerOf, controlProps } from './control-props';

const widgetProps = (over: Partial<WidgetProps> = {}): WidgetProps =>
  ({
    id: 'root_insured_state',
    value: 'VA',
    required: true,
    disabled: false,
    readonly: false,
    rawErrors: undefined,
    uiSchema: {},
    onBlur: vi.fn(),
    onFocus: vi.fn(),
    ...over,
  }) as unknown as WidgetProps;

describe('controlProps', () => {
  it('describes a control by nothing while it has no hint and no error', () => {
    const control = controlProps(widgetProps());
    expect(control).toMatchObject({
      id: 'root_insured_state',
      required: true,
      disabled: false,
      'aria-invalid': false,
      'aria-describedby': undefined,
    });
  });

  it('names the error first, then the hint, once they are on the page', () => {
    const control = controlProps(
      widgetProps({ rawErrors: ['Required'], uiSchema: { 'ui:help': 'Where you live' } }),
    );
    expect(control['aria-invalid']).toBe(true);
    expect(control['aria-describedby']).toBe('root_insured_state__error root_insured_state__help');
  });

  it('disables a control rjsf marks read-only', () => {
    expect(controlProps(widgetProps({ readonly: true })).disabled).toBe(true);
    expect(controlProps(widgetProps({ disabled: true })).disabled).toBe(true);
  });

  it("reports blur and focus to rjsf with the field's id and answer", () => {
    const props = widgetProps();
    const control = controlProps(props);
    control.onBlur();
    control.onFocus();
    expect(props.onBlur).toHaveBeenCalledWith('root_insured_state', 'VA');
    expect(props.onFocus).toHaveBeenCalledWith('root_insured_state', 'VA');
  });
});

describe('answerOf', () => {
  it('takes an empty text for no answer and keeps any other', () => {
    expect(answerOf('')).toBeUndefined();
    expect(answerOf(' ')).toBe(' ');
    expect(answerOf('VA')).toBe('VA');
  });
});
