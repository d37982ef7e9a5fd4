/**
 * `/{profileId}/feed`, the Posts tab's old address: the same page as `/{profileId}` (the profile
 * opens on its posts), kept so links shared before still work.
 */
export { default, ErrorBoundary, loader } from "./$profileId._index";
