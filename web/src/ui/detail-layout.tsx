import type { ReactNode } from 'react';
import './detail-layout.css';

type DetailLayoutProps = {
  /** The way back, e.g. a BackLink to the list. */
  back: ReactNode;
  /** The record's name: the screen's heading. */
  title: ReactNode;
  /** One line of facts beside the heading (state, type, counts). */
  meta?: ReactNode;
  /** The record's actions, on the header's right. */
  actions?: ReactNode;
  /** The screen's sections (tabs), under the header. */
  tabs?: ReactNode;
  /** The record's facts and settings, in a side panel beside the work. */
  aside?: ReactNode;
  /** The side panel's name, e.g. 'Registration details'. */
  asideLabel?: string;
  /** What the screen is for (its work table): first under the header. */
  children: ReactNode;
  className?: string;
};

/**
 * Every detail screen's layout, as Linear has it: a compact header (back link, heading, one line
 * of facts, the actions), the tabs, then the work (its table) at the top of the screen beside a side
 * panel holding the record's facts and settings, which scrolls on its own. The work stays visible
 * without scrolling at 1280×800 however long the facts are; on a narrow screen the panel goes under it.
 */
export function DetailLayout({ back, title, meta, actions, tabs, aside, asideLabel = 'Details', children, className }: DetailLayoutProps) {
  return (
    <section className={className ? `detail-layout ${className}` : 'detail-layout'}>
      <header className="detail-header">
        <div className="detail-heading">
          {back}
          <h1>{title}</h1>
          {meta ? <div className="detail-meta">{meta}</div> : null}
        </div>
        {actions ? <div className="detail-actions">{actions}</div> : null}
      </header>
      {tabs}
      <div className={aside ? 'detail-body' : 'detail-body detail-body-single'}>
        <div className="detail-work">{children}</div>
        {aside ? (
          <section className="detail-aside" aria-label={asideLabel}>
            {aside}
          </section>
        ) : null}
      </div>
    </section>
  );
}
