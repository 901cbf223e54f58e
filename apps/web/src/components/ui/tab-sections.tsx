import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabSection<Id extends string> {
  id: Id;
  label: string;
}

/**
 * A row of tabs (a column on wide screens) beside one tab panel. Arrow keys, Home and End move between tabs and
 * select them; `after` sits after the tab list in the same column (e.g. a Logout button); the caller keeps which
 * tab is selected (e.g. in the URL).
 */
export function TabSections<Id extends string>({
  tabs,
  selected,
  onSelect,
  label,
  after,
  children,
}: {
  tabs: readonly TabSection<Id>[];
  selected: Id;
  onSelect: (tab: Id) => void;
  label: string;
  after?: ReactNode;
  children: (ids: { headingId: string }) => ReactNode;
}) {
  const id = useId();
  const tabRefs = useRef<Partial<Record<Id, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // From the focused tab, not the caller's state: a URL update is a navigation and may lag a fast key press.
    const index = tabs.findIndex((t) => t.id === event.currentTarget.dataset.tab);
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    if (tab) {
      onSelect(tab.id);
      tabRefs.current[tab.id]?.focus();
    }
  };

  const tabId = (tab: Id) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;

  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_1fr] lg:items-start">
      <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0 lg:overflow-visible">
        <div className="flex w-max gap-1 lg:w-auto lg:flex-col lg:rounded-2xl lg:bg-white lg:p-2 lg:shadow-card lg:ring-1 lg:ring-stone-200/70">
          <div role="tablist" aria-label={label} className="flex gap-1 lg:flex-col">
            {tabs.map((tab) => {
              const isSelected = tab.id === selected;
              return (
                <button
                  key={tab.id}
                  ref={(el) => {
                    tabRefs.current[tab.id] = el;
                  }}
                  type="button"
                  role="tab"
                  id={tabId(tab.id)}
                  data-tab={tab.id}
                  aria-selected={isSelected}
                  aria-controls={isSelected ? panelId : undefined}
                  tabIndex={isSelected ? 0 : -1}
                  onClick={() => onSelect(tab.id)}
                  onKeyDown={onKeyDown}
                  className={`min-h-11 shrink-0 rounded-xl px-4 text-left text-sm font-semibold whitespace-nowrap transition-colors ${
                    isSelected
                      ? 'bg-brand-700 text-white'
                      : 'bg-white text-stone-800 ring-1 ring-stone-200 hover:bg-brand-50 hover:text-brand-900 lg:ring-0'
                  }`}
                >
                  {tab.label}
                </button>
              );
            })}
          </div>
          {after}
        </div>
      </div>
      <section
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        className="min-w-0 rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6"
      >
        {children({ headingId: `${id}-heading` })}
      </section>
    </div>
  );
}
