import { useEffect, useRef, useState } from 'react';
import { PageHeading } from '../app/PageHeading';
import { applyEntries } from '../content/apply-entries';
import { ApplyChoices } from './ApplyChoices';
import { ApplyQuestions } from './ApplyQuestions';
import type { PageProps } from './page-props';

/** apply-insurance and the per-plan apply pages: two questions, then the applications to start. */
export function ApplyEntryPage({ entry, model }: PageProps) {
  const results = useRef<HTMLHeadingElement>(null);
  const [answeredCount, setAnsweredCount] = useState(0);
  // Focus follows the answer to its result, so a screen reader hears what changed.
  useEffect(() => {
    if (answeredCount > 0) results.current?.focus();
  }, [answeredCount]);
  const content = applyEntries[entry.subject ?? ''];
  if (!content || model?.kind !== 'applyEntry') return null;
  return (
    <div className="page page--reading">
      <PageHeading lead={content.lead}>{content.heading}</PageHeading>
      <ApplyQuestions onAnswered={() => setAnsweredCount((count) => count + 1)} />
      <ApplyChoices ref={results} plans={model.plans} />
    </div>
  );
}
