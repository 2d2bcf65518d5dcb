// Route entry of /: the featured achievers and the latest posts are requested together.
import type { PublicReads } from '../../../common/types';
import type { PageModule } from '../../page';
import { type HomeData, HomePage } from './HomePage';

function load(reads: PublicReads): HomeData {
  return {
    // A failed load shows the built-in achievers; a failed blog read shows no mini blog.
    achievers: reads.listFeatured('achievers').catch(() => []),
    latestPosts: reads
      .listBlogPosts()
      .then((posts) => posts.slice(0, 3))
      .catch(() => []),
  };
}

const home: PageModule = { load, Component: HomePage };
export default home;
