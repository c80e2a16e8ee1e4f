export { usePageTitle, pageTitle } from './usePageTitle';
export { PageTitle, type PageTitleProps } from './PageTitle';
