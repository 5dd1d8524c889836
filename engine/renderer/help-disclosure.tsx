import { helpDisclosureOf } from '../definition/help-disclosure';

/**
 * A field's folded help (`"ui:disclosure"`): the native details element, which screen readers
 * announce as a control that is collapsed or expanded, and which works before the app loads.
 */
export function HelpDisclosure({ uiSchema }: { uiSchema: unknown }) {
  const help = helpDisclosureOf(uiSchema);
  if (!help) return null;
  return (
    <details className="help-disclosure">
      <summary>{help.summary}</summary>
      <div className="help-disclosure-text">
        {help.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </details>
  );
}
