// What other features and the app may use of this feature; they import nothing else from its folder.
export { type Tag, type TagCategory, useGetTagsQuery } from './tags.api';
export { TagBadges } from './tag-badges';
export { TagPicker, type TagPickerProps } from './tag-picker';
