import { AdminNextRelease } from './admin-parts';

export const FeedbacksPage = () => <AdminNextRelease title="Feedback" purpose="What buyers say about Kiraya, with their ratings." />;
