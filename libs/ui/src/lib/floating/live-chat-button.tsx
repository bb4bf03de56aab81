import { useState } from 'react';
import { ChatIcon } from '../icons/status-icons';
import './floating.css';

export interface LiveChatButtonProps {
  /** Name of the button, e.g. "Live chat". */
  label: string;
  /** Maximises the chat widget. */
  onOpen: () => void;
  /** The live chat's own picture (its image_id resolved to a URL by the caller); default: a chat bubble. */
  imageUrl?: string;
}

/** The floating button that opens the live chat. */
export function LiveChatButton({ label, onOpen, imageUrl }: LiveChatButtonProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const custom = imageUrl && imageUrl !== failedUrl ? imageUrl : null;
  return (
    <button
      type="button"
      className={`wl-floating wl-live-chat${custom ? ' wl-live-chat--custom' : ''}`}
      aria-label={label}
      onClick={onOpen}
    >
      {custom ? (
        <img className="wl-live-chat__image" src={custom} alt="" onError={() => setFailedUrl(custom)} />
      ) : (
        <ChatIcon className="wl-live-chat__default" size={30} />
      )}
    </button>
  );
}
