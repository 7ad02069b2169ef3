#include <stdio.h>
#include <histedit.h>
#include <editline/readline.h>

/* Writes to `temporary` the history file at `path` (as it is now, with what other
   processes added) followed by `line`, keeping the last `limit` lines. A history of its
   own, so the one readline edits is untouched; Swift cannot call the variadic history(). */
static inline int callsite_history_merge(
    const char *path, const char *temporary, const char *line, int limit) {
  History *h = history_init();
  if (h == NULL) return -1;
  HistEvent event;
  history(h, &event, H_SETSIZE, limit);
  (void)history(h, &event, H_LOAD, path);
  history(h, &event, H_ENTER, line);
  int saved = history(h, &event, H_SAVE, temporary);
  history_end(h);
  return saved < 0 ? -1 : 0;
}
