import { forwardRef, memo } from 'react';
import rjsfGetWidget from '@rjsf/utils/lib/getWidget.js';
import { describe, expect, it } from 'vitest';
import getWidget from './get-widget';

const types = ['boolean', 'string', 'number', 'integer', 'array', 'object', 'null', undefined];
const names = [
  ...['checkbox', 'radio', 'select', 'hidden', 'text', 'password', 'email', 'hostname', 'ipv4'],
  ...['ipv6', 'uri', 'data-url', 'textarea', 'date', 'datetime', 'date-time', 'alt-date'],
  ...['alt-datetime', 'time', 'color', 'file', 'updown', 'range', 'checkboxes', 'files'],
  ...['ssn', 'switcher', 'Text', 'nothing', 'TextWidget', 'RadioWidget'],
];
const registeredNames = [
  ...['CheckboxWidget', 'RadioWidget', 'SelectWidget', 'HiddenWidget', 'TextWidget'],
  ...['PasswordWidget', 'EmailWidget', 'URLWidget', 'FileWidget', 'TextareaWidget', 'DateWidget'],
  ...['DateTimeWidget', 'AltDateWidget', 'AltDateTimeWidget', 'TimeWidget', 'ColorWidget'],
  ...['UpDownWidget', 'RangeWidget', 'CheckboxesWidget', 'ssn', 'switcher'],
];

/** A registry of distinct widgets, so an answer can be traced back to the one it wraps. */
function registry(): Record<string, (() => null) & { MergedWidget?: unknown }> {
  return Object.fromEntries(registeredNames.map((name) => [name, () => null]));
}

/** Which registered widget the answer wraps, or the error's message. */
function answer(
  lookUp: typeof getWidget,
  schema: object,
  widget: unknown,
  widgets: ReturnType<typeof registry>,
): string {
  try {
    const found = lookUp(schema, widget, widgets);
    return Object.keys(widgets).find((name) => widgets[name]?.MergedWidget === found) ?? 'other';
  } catch (error) {
    return `throws ${(error as Error).message}`;
  }
}

describe("the engine's getWidget", () => {
  it("answers as rjsf's does for every type and widget name", () => {
    for (const type of types)
      for (const name of names) {
        const schema = type ? { type } : {};
        expect(answer(getWidget, schema, name, registry()), `${type} ${name}`).toBe(
          answer(rjsfGetWidget as typeof getWidget, schema, name, registry()),
        );
      }
  });

  it("answers as rjsf's does for components and what is none", () => {
    const Memo = memo(() => null);
    const ForwardRef = forwardRef(() => null);
    for (const widget of [Memo, ForwardRef, undefined, 3, {}]) {
      expect(answer(getWidget, { type: 'string' }, widget, registry())).toBe(
        answer(rjsfGetWidget as typeof getWidget, { type: 'string' }, widget, registry()),
      );
    }
  });

  it('wraps a component once, merging its default options', () => {
    const Widget = Object.assign(() => null, { defaultProps: { options: { rows: 3 } } });
    const wrapped = getWidget({ type: 'string' }, Widget);
    expect(getWidget({ type: 'string' }, Widget)).toBe(wrapped);
    const element = (wrapped as (props: object) => { props: object })({ options: { cols: 2 } });
    expect(element.props).toEqual({ options: { rows: 3, cols: 2 } });
  });
});
