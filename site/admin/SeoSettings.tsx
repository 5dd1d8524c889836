import type { FormEvent } from 'react';
import { FormMessage } from '../auth/Field';
import { SettingField } from './SettingField';
import type { SettingsAnswer } from './SettingsPage';
import { useStaffAction } from './use-staff-data';

type Entry = SettingsAnswer['seo'][number];

function entryValues(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    path: text('path'),
    title: text('title'),
    description: text('description'),
    canonical: text('canonical'),
  };
}

/** One path's entry: changed, or removed. */
function EntryForm({
  entry,
  onChanged,
}: {
  readonly entry: Entry;
  readonly onChanged: () => void;
}) {
  const [saved, save] = useStaffAction('saveSeoEntry');
  const [removed, remove] = useStaffAction('deleteSeoEntry');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(entryValues(event.currentTarget), `The entry of ${entry.path} was saved.`);
  };
  const removeEntry = async () => {
    if (await remove({ path: entry.path }, `The entry of ${entry.path} was removed.`)) onChanged();
  };
  return (
    <form className="form admin-seo-entry" onSubmit={submit} noValidate>
      <h3>{entry.path}</h3>
      <FormMessage
        error={saved.message ?? removed.message}
        success={saved.success ?? removed.success}
      />
      <input type="hidden" name="path" value={entry.path} />
      <SettingField
        name="title"
        label={`Title of ${entry.path}`}
        defaultValue={entry.title}
        error={saved.errors.title}
      />
      <SettingField
        name="description"
        label={`Description of ${entry.path}`}
        multiline
        defaultValue={entry.description}
        error={saved.errors.description}
      />
      <SettingField
        name="canonical"
        label={`Canonical link of ${entry.path}`}
        defaultValue={entry.canonical}
        error={saved.errors.canonical}
      />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={saved.busy}>
          Save {entry.path}
        </button>
        <button
          type="button"
          className="button button--quiet"
          disabled={removed.busy}
          onClick={() => void removeEntry()}
        >
          Remove {entry.path}
        </button>
      </div>
    </form>
  );
}

/** SEO entries per path: title, description and canonical link, as pages carry them. */
export function SeoSettings({
  entries,
  onChanged,
}: {
  readonly entries: SettingsAnswer['seo'];
  readonly onChanged: () => void;
}) {
  const [added, add] = useStaffAction('saveSeoEntry');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = entryValues(event.currentTarget);
    if (await add(values, `The entry of ${values.path} was added.`)) onChanged();
  };
  return (
    <section aria-labelledby="seo-heading">
      <h2 id="seo-heading">SEO entries</h2>
      {entries.map((entry) => (
        <EntryForm key={entry.path} entry={entry} onChanged={onChanged} />
      ))}
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <h3>Add an entry</h3>
        <FormMessage error={added.message} success={added.success} />
        <SettingField name="path" label="Path (e.g. /events/)" error={added.errors.path} />
        <SettingField name="title" label="Title" error={added.errors.title} />
        <SettingField
          name="description"
          label="Description"
          multiline
          error={added.errors.description}
        />
        <SettingField name="canonical" label="Canonical link" error={added.errors.canonical} />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={added.busy}>
            Add the entry
          </button>
        </div>
      </form>
    </section>
  );
}
