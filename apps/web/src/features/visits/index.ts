// Property visits and the rental offers that follow them: the buyer's and the owner's lists, and the item page's button.
export { MyVisits } from './components/my-visits';
export { OwnerVisits } from './components/owner-visits';
export { RequestVisit } from './components/request-visit';
