import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { StepProgress, countOnStep, stepCountChange } from './StepProgress';

describe('step progress', () => {
  it('says how the answers changed the number of steps, and nothing when they did not', () => {
    expect(stepCountChange(0)).toBe('');
    expect(stepCountChange(1)).toBe('Your answers added a step.');
    expect(stepCountChange(2)).toBe('Your answers added 2 steps.');
    expect(stepCountChange(-1)).toBe('Your answers removed a step.');
    expect(stepCountChange(-3)).toBe('Your answers removed 3 steps.');
  });

  it('measures the change from one step to the next and keeps it while the step shows', () => {
    const first = { stepId: 'insured', total: 8, change: 0 };
    const second = countOnStep(first, 'coverage', 9);
    expect(second).toEqual({ stepId: 'coverage', total: 9, change: 1 });
    // An answer on the same step that changes the count again does not move the note under the
    // applicant's eyes; the next step says so.
    expect(countOnStep(second, 'coverage', 10)).toBe(second);
    expect(countOnStep(second, 'payment', 10)).toEqual({ stepId: 'payment', total: 10, change: 1 });
    expect(countOnStep(second, 'payment', 9).change).toBe(0);
  });

  it('names the plan applied for, and draws the bar only for the progress-bar template', () => {
    const props = {
      id: 'p',
      formTitle: 'Example Plan application',
      stepId: 'insured',
      stepTitle: 'About you',
      position: 1,
      total: 3,
    };
    const withBar = renderToStaticMarkup(<StepProgress {...props} bar />);
    expect(withBar).toContain('<p class="form-wizard-plan">Example Plan application</p>');
    expect(withBar).toContain('<progress max="3" value="1" aria-hidden="true">');
    expect(withBar).toContain('<p class="progress-text" id="p">Step 1 of 3: About you</p>');
    const words = renderToStaticMarkup(<StepProgress {...props} bar={false} />);
    expect(words).not.toContain('<progress');
    expect(words).toContain('Step 1 of 3: About you');
  });
});
