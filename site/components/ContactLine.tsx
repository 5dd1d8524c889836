import {
  contactDetails,
  officeHoursText,
  telHref,
  type ContactChannelCode,
} from '../../validators';

/**
 * One team's phone and e-mail, as links, from the association's contact details
 * (validators/lists/contact-details.ts), so every page gives the same numbers.
 */
export function ContactLine({
  channel,
  lead,
  withHours = false,
}: {
  readonly channel: ContactChannelCode;
  /** What comes before the number; the team's name when not given. */
  readonly lead?: string;
  readonly withHours?: boolean;
}) {
  const details = contactDetails[channel];
  return (
    <p className="contact-line" data-channel={channel}>
      {`${lead ?? details.team}: `}
      <a href={telHref(details.phone)}>{details.phone}</a>
      {' · '}
      <a href={`mailto:${details.email}`}>{details.email}</a>
      {withHours ? <span className="contact-line__hours">{` · ${officeHoursText}`}</span> : null}
    </p>
  );
}
