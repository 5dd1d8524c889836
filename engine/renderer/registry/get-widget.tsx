import type { ComponentType } from 'react';
import getSchemaType from '@rjsf/utils/lib/getSchemaType.js';

/**
 * In place of @rjsf/utils' getWidget in the browser builds (scripts/build/rjsf-registry-plugin.ts):
 * the same answers, without react-is, and with rjsf's table of widget names by schema type
 * written as short lists (about 0.6 KB gzipped less on every application page). rjsf also
 * accepts a widget that react-is takes for a memo or forwardRef component; the react-is it
 * bundles (18) knows neither from React 19, so only a function is taken, here as there (the
 * test compares both on every kind of widget).
 */

/** Each type's widget names, 'name' for NameWidget or 'name:Widget' for another widget. */
const widgetNames: Record<string, string> = {
  boolean: 'checkbox radio select hidden',
  string:
    'text password email hostname:Text ipv4:Text ipv6:Text uri:URL data-url:File radio select ' +
    'textarea hidden date datetime:DateTime date-time:DateTime alt-date:AltDate ' +
    'alt-datetime:AltDateTime time color file',
  number: 'text select updown:UpDown range radio hidden',
  integer: 'text select updown:UpDown range radio hidden',
  array: 'select checkboxes files:File hidden',
};

/** The registered name of a type's widget name ('radio' → 'RadioWidget'), none if unknown. */
function registeredName(type: string, widget: string): string | undefined {
  for (const entry of widgetNames[type]?.split(' ') ?? []) {
    const [name = '', stem = name.charAt(0).toUpperCase() + name.slice(1)] = entry.split(':');
    if (name === widget) return `${stem}Widget`;
  }
  return undefined;
}

type AnyWidget = ComponentType<{ options?: object }> & {
  MergedWidget?: ComponentType<{ options?: object }>;
  defaultProps?: { options?: object };
};

/** rjsf's wrapper that merges the widget's default options, kept on the widget for React. */
function mergeWidgetOptions(widget: AnyWidget): ComponentType<{ options?: object }> {
  if (!widget.MergedWidget) {
    const defaultOptions = widget.defaultProps?.options ?? {};
    const Widget = widget;
    widget.MergedWidget = ({ options, ...props }) => (
      <Widget options={{ ...defaultOptions, ...options }} {...props} />
    );
  }
  return widget.MergedWidget;
}

export default function getWidget(
  schema: object,
  widget?: unknown,
  registeredWidgets: Record<string, unknown> = {},
): ComponentType<{ options?: object }> {
  const type = getSchemaType(schema);
  if (typeof widget === 'function') return mergeWidgetOptions(widget as AnyWidget);
  if (typeof widget !== 'string') {
    throw new Error(
      `Unsupported widget definition: ${typeof widget} in schema: ${JSON.stringify(schema)}`,
    );
  }
  if (widget in registeredWidgets) {
    return getWidget(schema, registeredWidgets[widget], registeredWidgets);
  }
  if (typeof type === 'string') {
    if (!Object.hasOwn(widgetNames, type)) {
      throw new Error(`No widget for type '${type}' in schema: ${JSON.stringify(schema)}`);
    }
    const name = registeredName(type, widget);
    if (name) return getWidget(schema, registeredWidgets[name], registeredWidgets);
  }
  throw new Error(`No widget '${widget}' for type '${type}' in schema: ${JSON.stringify(schema)}`);
}
