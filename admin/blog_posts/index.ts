// Blogs: posts shown on the public Blogs page, written with the rich-text editor.
import ArticleIcon from '@mui/icons-material/Article';
import { lazy } from 'react';
import { BlogList } from './BlogList';

// The editor is the panel's largest piece: it loads only when a post is opened.
const BlogCreate = lazy(() => import('./BlogForm').then((module) => ({ default: module.BlogCreate })));
const BlogEdit = lazy(() => import('./BlogForm').then((module) => ({ default: module.BlogEdit })));

export default {
  list: BlogList,
  create: BlogCreate,
  edit: BlogEdit,
  icon: ArticleIcon,
  recordRepresentation: 'title',
};
