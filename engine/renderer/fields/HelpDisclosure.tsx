import { helpSummaryOf, type HelpTexts } from '../../definition/help-disclosure';

/**
 * A field's folded help (`"ui:disclosure"`): the native details element, which screen readers
 * announce as a control that is collapsed or expanded. In the browser its paragraphs arrive apart
 * from the form (`helpTexts`, by summary), loaded with the first step.
 */
export function HelpDisclosure({
  uiSchema,
  helpTexts,
}: {
  uiSchema: unknown;
  helpTexts?: HelpTexts;
}) {
  const help = helpSummaryOf(uiSchema);
  if (!help) return null;
  const text = help.text ?? helpTexts?.[help.summary] ?? [];
  return (
    <details className="help-disclosure">
      <summary>{help.summary}</summary>
      <div className="help-disclosure-text">
        {text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </details>
  );
}
