import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

type ReviewQueueTabsProps<T extends string> = {
  tabs: readonly T[];
  tab: T;
  /** The tab list's name (`Payments`, `Documents`). */
  label: string;
  /** A tab's words: the waiting one with its count once known. */
  tabLabel(tab: T): string;
  onChange(tab: T): void;
  /** Between the tabs and the panel: what the last decision did. */
  outcome: ReactNode;
  /** The chosen tab's panel. */
  children: ReactNode;
};

/** A review queue's tabs (what waits, then everything) and the chosen tab's panel, named by its tab. */
export function ReviewQueueTabs<T extends string>({
  tabs,
  tab,
  label,
  tabLabel,
  onChange,
  outcome,
  children,
}: ReviewQueueTabsProps<T>) {
  const baseId = useId();
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_event, next: T) => onChange(next)} aria-label={label}>
          {tabs.map((key) => (
            <Tab
              key={key}
              value={key}
              id={`${baseId}-tab-${key}`}
              aria-controls={`${baseId}-panel-${key}`}
              label={tabLabel(key)}
            />
          ))}
        </Tabs>
      </Box>
      {outcome}
      <div role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`}>
        {children}
      </div>
    </>
  );
}
