import { observer } from 'mobx-react-lite';
import { useStores } from '@wl/core';
import { Dialog } from '@wl/ui';

/** The dialogs of the dialog store: the open one, and one still playing its closing animation. */
export const Dialogs = observer(function Dialogs() {
  const { dialogs } = useStores();
  return (
    <>
      {dialogs.entries.map((entry) => (
        <Dialog
          key={entry.id}
          id={entry.id}
          state={entry.state}
          {...entry.options}
          onResult={(result) => dialogs.answer(entry.id, result)}
          onClosed={() => dialogs.closed(entry.id)}
        />
      ))}
    </>
  );
});
