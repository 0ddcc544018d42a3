import { useRef, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { MenuEntry } from '../navigation/menu.ts';
import classes from './page-head.module.css';

type Props = { tabs: MenuEntry['tabs']; active: string | undefined };

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The menu entry's tabs (spec §2), each opening its page: the WAI-ARIA tabs pattern Mantine's Tabs
 * follows (one tab in the tab order, arrows move and activate), without Mantine's code.
 */
export function MenuTabs({ tabs, active }: Props) {
  const navigate = useNavigate();
  const list = useRef<HTMLDivElement>(null);
  const activeIndex = tabs.findIndex((tab) => tab.path === active);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, tabs.length);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
    const target = tabs[next];
    if (target && next !== activeIndex) void navigate(target.path);
  };

  return (
    <div role="tablist" aria-orientation="horizontal" className={classes.tabList} ref={list}>
      {tabs.map((tab, index) => {
        const selected = index === activeIndex;
        return (
          <button
            key={tab.path}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected || (activeIndex < 0 && index === 0) ? 0 : -1}
            className={classes.tab}
            // As Mantine's Tabs: choosing the selected tab changes nothing.
            onClick={() => !selected && void navigate(tab.path)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
