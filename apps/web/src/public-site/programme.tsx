import type { ScheduleDay } from '@voyage/domain';
import { localize } from '../lib/localized.ts';
import { Icon } from './icons.tsx';
import { useSiteTexts } from './site-texts.tsx';

/** The day-by-day programme: each day a native disclosure (no script), the first one open. */
export function Programme({ days }: { days: readonly ScheduleDay[] }) {
  const { t, locale } = useSiteTexts();
  return (
    <div className="ps-programme">
      {days.map((day, index) => (
        <details key={day.day} className="ps-card ps-day" open={index === 0}>
          <summary className="ps-day__summary">
            <span aria-hidden="true" className="ps-day__number">
              {day.day}
            </span>
            <span className="ps-day__heading">
              <span className="ps-body2 ps-secondary ps-block">{t('components:programme.day', { day: day.day })}</span>
              <span className="ps-day__title">{localize(day.title, locale)}</span>
            </span>
            <Icon name="expandMore" className="ps-day__chevron" />
          </summary>
          <ul className="ps-day__activities">
            {day.activities.map((activity, activityIndex) => (
              <li key={activityIndex} className="ps-day__activity">
                {(locale === 'en' ? activity.en : activity.el) || activity.activity}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
