import { Icon, type IconName } from './icons.tsx';

type MessagePageProps = { title: string; body: string; icon?: IconName; action?: { href: string; label: string } };

/** A calm, centred panel for a page with nothing to show: an unknown trip, no active trip yet. */
export function MessagePage({ title, body, icon, action }: MessagePageProps) {
  return (
    <div className="ps-message">
      <div className="ps-card ps-message__panel">
        {icon ? (
          <div className="ps-message__icon">
            <Icon name={icon} />
          </div>
        ) : null}
        <h1 className="ps-h2">{title}</h1>
        <p className="ps-secondary">{body}</p>
        {action ? (
          <a className="ps-button ps-button--primary ps-message__action" href={action.href}>
            {action.label}
          </a>
        ) : null}
      </div>
    </div>
  );
}
