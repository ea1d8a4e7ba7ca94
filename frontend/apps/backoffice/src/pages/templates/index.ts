export { AttachmentsPage } from './AttachmentsPage';
export { TemplateEditorPage } from './TemplateEditorPage';
export { TemplatesPage } from './TemplatesPage';
