import type { FormEvent } from 'react';
import { FormMessage } from '../auth/Field';
import { SettingField } from './SettingField';
import type { SettingsAnswer } from './SettingsPage';
import { useStaffAction } from './use-staff-data';

/** The top alert of every page: its words, and whether and when it shows. */
export function AlertSettings({ alert }: { readonly alert: SettingsAnswer['alert'] }) {
  const [state, send] = useStaffAction('updateAlert');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    void send(
      {
        title: text('title'),
        text: text('text'),
        visible: form.get('visible') === 'on',
        showsFrom: text('showsFrom'),
        showsUntil: text('showsUntil'),
      },
      'The alert was saved.',
    );
  };
  return (
    <section aria-labelledby="alert-heading">
      <h2 id="alert-heading">Top alert</h2>
      <form className="form" onSubmit={submit} noValidate data-form="alert">
        <FormMessage error={state.message} success={state.success} />
        <SettingField
          name="title"
          label="Title"
          defaultValue={alert.title}
          error={state.errors.title}
        />
        <SettingField
          name="text"
          label="Text"
          multiline
          defaultValue={alert.text}
          error={state.errors.text}
        />
        <div className="field">
          <label>
            <input type="checkbox" name="visible" defaultChecked={alert.visible} /> Show the alert
          </label>
        </div>
        <SettingField
          name="showsFrom"
          type="datetime-local"
          label="Shown from (Eastern time, empty for now)"
          defaultValue={alert.showsFrom}
          error={state.errors.showsFrom}
        />
        <SettingField
          name="showsUntil"
          type="datetime-local"
          label="Shown until (Eastern time, empty until hidden)"
          defaultValue={alert.showsUntil}
          error={state.errors.showsUntil}
        />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={state.busy}>
            Save the alert
          </button>
        </div>
      </form>
    </section>
  );
}
