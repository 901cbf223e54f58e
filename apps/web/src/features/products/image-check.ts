// Shared with the handover and return reports' photos (features/orders): the rules live in lib/.
export { IMAGE_ACCEPT, imageProblem } from '../../lib/image-check';
