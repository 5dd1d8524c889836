import { useState, type FormEvent } from 'react';
import { FormMessage } from '../auth/Field';
import { SettingField } from './SettingField';
import type { SettingsAnswer } from './SettingsPage';
import { useStaffAction } from './use-staff-data';

type Candidate = SettingsAnswer['election']['candidates'][number];

/** The election: its window, the annual meeting, the nominees and the two recommended. */
export function ElectionSettings({ election }: { readonly election: SettingsAnswer['election'] }) {
  const [state, send] = useStaffAction('updateElection');
  const [candidates, setCandidates] = useState<Candidate[]>([...election.candidates]);
  const change = (index: number, patch: Partial<Candidate>) =>
    setCandidates((list) => list.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    void send(
      {
        annualMeeting: Number(text('annualMeeting')),
        start: text('start'),
        end: text('end'),
        meeting: text('meeting'),
        candidates,
      },
      'The election was saved.',
    );
  };
  return (
    <section aria-labelledby="election-heading">
      <h2 id="election-heading">Election</h2>
      <form className="form" onSubmit={submit} noValidate data-form="election">
        <FormMessage error={state.message} success={state.success} />
        <SettingField
          name="annualMeeting"
          type="number"
          label="Annual meeting number"
          defaultValue={String(election.annualMeeting)}
          error={state.errors.annualMeeting}
        />
        <SettingField
          name="start"
          type="datetime-local"
          label="Voting opens (Eastern time)"
          defaultValue={election.start}
          error={state.errors.start}
        />
        <SettingField
          name="end"
          type="datetime-local"
          label="Voting closes (Eastern time)"
          defaultValue={election.end}
          error={state.errors.end}
        />
        <SettingField
          name="meeting"
          type="datetime-local"
          label="Annual meeting (Eastern time)"
          defaultValue={election.meeting}
          error={state.errors.meeting}
        />
        <fieldset>
          <legend>Nominees</legend>
          {state.errors.candidates ? (
            <p className="field__error" role="alert">
              {state.errors.candidates}
            </p>
          ) : null}
          {candidates.map((candidate, index) => (
            <div key={candidate.id} className="admin-nominee">
              <div className="field">
                <label htmlFor={`nominee-${index}-name`}>Nominee {index + 1}: name</label>
                <input
                  id={`nominee-${index}-name`}
                  value={candidate.name}
                  onChange={(event) => change(index, { name: event.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor={`nominee-${index}-summary`}>Nominee {index + 1}: summary</label>
                <textarea
                  id={`nominee-${index}-summary`}
                  rows={2}
                  value={candidate.summary}
                  onChange={(event) => change(index, { summary: event.target.value })}
                />
              </div>
              <div className="field">
                <label>
                  <input
                    type="checkbox"
                    checked={candidate.recommended}
                    onChange={(event) => change(index, { recommended: event.target.checked })}
                  />{' '}
                  Nominee {index + 1} recommended
                </label>
              </div>
            </div>
          ))}
          <button
            type="button"
            className="button button--quiet"
            onClick={() =>
              setCandidates((list) => [
                ...list,
                {
                  id: `nominee-${Date.now().toString(36)}`,
                  name: '',
                  summary: '',
                  recommended: false,
                },
              ])
            }
          >
            Add a nominee
          </button>
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={state.busy}>
            Save the election
          </button>
        </div>
      </form>
    </section>
  );
}

/** The scholarship application window. */
export function ScholarshipSettings({
  scholarship,
}: {
  readonly scholarship: SettingsAnswer['scholarship'];
}) {
  const [state, send] = useStaffAction('updateScholarship');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void send(
      { start: String(form.get('start') ?? ''), end: String(form.get('end') ?? '') },
      'The scholarship window was saved.',
    );
  };
  const zone = scholarship.timeZone === 'America/Chicago' ? 'Central time' : scholarship.timeZone;
  return (
    <section aria-labelledby="scholarship-heading">
      <h2 id="scholarship-heading">Scholarship window</h2>
      <form className="form" onSubmit={submit} noValidate data-form="scholarship">
        <FormMessage error={state.message} success={state.success} />
        <SettingField
          name="start"
          type="datetime-local"
          label={`Applications open (${zone})`}
          defaultValue={scholarship.start}
          error={state.errors.start}
        />
        <SettingField
          name="end"
          type="datetime-local"
          label={`Applications close (${zone})`}
          defaultValue={scholarship.end}
          error={state.errors.end}
        />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={state.busy}>
            Save the scholarship window
          </button>
        </div>
      </form>
    </section>
  );
}
