import { ReleaseNotice } from '../../../components/layouts/release-notice';

export const ChatPage = () => (
  <ReleaseNotice
    title="Chat with support"
    purpose="Message the Kiraya support team and read their replies as they arrive."
    audience="buyer"
  />
);
