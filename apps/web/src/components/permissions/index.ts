export { codeGroups } from './permissionCodes';
export { PermissionCodeTags, useCodeLabel, usePermissionName } from './PermissionCodeTags';
