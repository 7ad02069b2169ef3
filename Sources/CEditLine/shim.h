#include <errno.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>
#include <histedit.h>
#include <editline/readline.h>

/* Writes to the open file `out` the history file at `path` (as it is now, with what other
   processes added) followed by `line`, keeping the last `limit` lines, and flushes it to
   the disk. A history of its own, so the one readline edits is untouched; Swift cannot
   call the variadic history(). Closes `out`. Returns 0; -1 when no history could be made;
   -2 when `path` holds something that does not load as a history (it must not be
   replaced by this line alone); -3 when writing failed, errno saying why (libedit's
   H_SAVE ignores write errors, so the file is written and checked here). */
static inline int callsite_history_merge(
    const char *path, int out, const char *line, int limit) {
  FILE *file = fdopen(out, "w");
  if (file == NULL) {
    int error = errno;
    close(out);
    errno = error;
    return -3;
  }
  History *h = history_init();
  if (h == NULL) {
    fclose(file);
    return -1;
  }
  HistEvent event;
  history(h, &event, H_SETSIZE, limit);
  struct stat info;
  if (history(h, &event, H_LOAD, path) < 0 && stat(path, &info) == 0 && info.st_size > 0) {
    history_end(h);
    fclose(file);
    return -2;
  }
  history(h, &event, H_ENTER, line);
  int saved = history(h, &event, H_SAVE_FP, file);
  history_end(h);
  errno = 0;
  int failed = saved < 0 || fflush(file) != 0 || ferror(file) || fsync(fileno(file)) != 0;
  int error = errno;
  if (fclose(file) != 0 && !failed) {
    failed = 1;
    error = errno;
  }
  errno = error;
  return failed ? -3 : 0;
}
