import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons.tsx';

type LandingSectionProps = {
  id: string;
  title: string;
  icon: IconName;
  lead?: string;
  tinted?: boolean;
  children: ReactNode;
};

/** One landing-page section with its own anchor (`/#programme`) and an h2. */
export function LandingSection({ id, title, icon, lead, tinted = false, children }: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={tinted ? 'ps-section ps-section--tinted' : 'ps-section'}>
      <div className="ps-container">
        <div className={lead ? 'ps-section__title ps-section__title--with-lead' : 'ps-section__title'}>
          <Icon name={icon} className="ps-section__icon" />
          <h2 id={headingId} className="ps-h2">
            {title}
          </h2>
        </div>
        {lead ? <p className="ps-section__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
