// The applicant list's filter inputs, and the filter form of one saved-view generation.
import { type ReactNode, useMemo } from 'react';
import { DateInput, ListContextProvider, SearchInput, SelectInput, useListContext } from 'react-admin';
import { campusChoices, courseChoices, sourceChoices, stageChoices, useOwners } from './shared';

export const followUpChoices = [
  { id: 'today', name: 'Due today' },
  { id: 'overdue', name: 'Overdue' },
  { id: 'due', name: 'Any open follow-up' },
  { id: 'none', name: 'No follow-up' },
];

export function useFilterInputs() {
  const owners = useOwners();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder="Name, e-mail or phone" />,
    <SelectInput key="stage" source="stage" label="Stage" choices={stageChoices} />,
    <SelectInput
      key="owner_id"
      source="owner_id"
      label="Owner"
      choices={[{ id: 'none', name: 'Nobody' }, ...owners.map((owner) => ({ id: owner.id, name: owner.name }))]}
    />,
    <SelectInput key="course" source="course" label="Course" choices={courseChoices} />,
    <SelectInput key="campus" source="campus" label="Campus" choices={campusChoices} />,
    <SelectInput key="source" source="source" label="Source" choices={sourceChoices} />,
    <SelectInput key="follow_up" source="follow_up" label="Follow-up" choices={followUpChoices} />,
    <DateInput key="from" source="created_at_gte" label="Created from" />,
    <DateInput key="to" source="created_at_lte" label="Created to" />,
  ];
}

/** The filter form of one generation: once a saved view is picked (a later generation), what it sends is dropped. */
export function FilterFormGeneration({
  generation,
  current,
  children,
}: {
  generation: number;
  current: { current: number };
  children: ReactNode;
}) {
  const list = useListContext();
  const { setFilters } = list;
  const scoped = useMemo(
    () => ({
      ...list,
      setFilters: ((...args: Parameters<typeof setFilters>) => {
        if (current.current === generation) setFilters(...args);
      }) as typeof setFilters,
    }),
    [list, setFilters, current, generation],
  );
  return <ListContextProvider value={scoped}>{children}</ListContextProvider>;
}

/** An enquiry that shares a phone with another applicant under another name, until a counsellor decides. */
