// A record refetched while staff edit it (on returning to the tab, or a fuller copy arriving after the list's) resets
// the form to it: the fields staff changed keep their values, the others take the fresh ones. One constant, not an
// object literal per render: react-admin resets the form whenever this object changes.
export const KEEP_EDITS_ON_REFETCH = { keepDirtyValues: true } as const;
