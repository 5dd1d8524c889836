import { Link } from 'react-router';
import { mailingAddress } from '../../validators';
import { ContactLine } from '../components/ContactLine';
import { PageHeading } from '../app/PageHeading';
import { aboutContent } from '../content/about';
import { aboutRoutes } from '../routes';
import { ContactForm } from './ContactForm';
import type { PageProps } from './page-props';

function carriersOf(model: PageProps['model']): readonly string[] {
  return model?.kind === 'carriers' ? model.carriers : [];
}

export function AboutPage({ model }: PageProps) {
  const carriers = carriersOf(model);
  return (
    <div className="page">
      <PageHeading lead="A nonprofit membership association that has helped people who serve protect their families for more than six decades.">
        About the association
      </PageHeading>
      <p>
        The association was founded by service members who wanted group life insurance that would
        stay with them and their families wherever duty took them. Today it serves active duty,
        Guard and Reserve members, veterans, retirees, federal employees and their spouses.
      </p>
      <p>
        We do not sell shares and we do not pay commissions to outside brokers. Members elect the
        board of directors, and the board chooses the plans we offer and the carriers that insure
        them.
      </p>
      <h2>Our partner carriers</h2>
      <p>
        The association is not an insurance company. Our group plans are underwritten by established
        carriers, each responsible for the plans sold under its name:
      </p>
      <ul>
        {carriers.map((carrier) => (
          <li key={carrier}>{carrier}</li>
        ))}
      </ul>
      <h2>Learn more</h2>
      <ul className="link-cards">
        {aboutRoutes.map((route) => (
          <li key={route.path}>
            <Link to={route.path}>{route.title.replace(/ \| MBA$/, '')}</Link>
            <p>{route.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AboutSectionPage({ entry, model }: PageProps) {
  const section = aboutContent(carriersOf(model))[entry.subject ?? ''];
  if (!section) return null;
  return (
    <div className="page page--reading">
      <PageHeading lead={section.lead}>{section.heading}</PageHeading>
      {section.paragraphs.map((paragraph) =>
        typeof paragraph === 'string' ? (
          <p key={paragraph}>{paragraph}</p>
        ) : (
          <section key={paragraph.heading}>
            <h2>{paragraph.heading}</h2>
            <p>{paragraph.text}</p>
            {paragraph.channel ? <ContactLine channel={paragraph.channel} /> : null}
          </section>
        ),
      )}
      {entry.subject === 'contact-us' ? (
        <>
          <section>
            <h2>By mail</h2>
            <address>
              {mailingAddress.map((line) => (
                <span key={line} className="address-line">
                  {line}
                </span>
              ))}
            </address>
          </section>
          <ContactForm />
        </>
      ) : null}
      <p>
        <Link to="/about/">Back to About the association</Link>
      </p>
    </div>
  );
}
