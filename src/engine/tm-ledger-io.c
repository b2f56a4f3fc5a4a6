/* tm-ledger-io.c: keeping ledgers safely on disk
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A save never leaves a broken file behind (_tm_file_write_atomic() in
 * tm-file-private.c): whatever moment the program is killed at, the file
 * holds either the old version or the new one, and the old version is
 * kept whole as FILE.bak.
 *
 * A file that cannot be read (damaged, or from a newer Tablemate) is
 * never written over: loading fails with an error that says so, and a
 * ledger only saves over a file it was read from or saved to itself.
 */

#include "config.h"

#include <errno.h>
#include <string.h>

#include "tm-file-private.h"
#include "tm-ledger-private.h"

/**
 * tm_ledger_get_default_dir:
 *
 * Gets the folder where the app keeps score sheets:
 * `tablemate/ledgers` in the user's data directory
 * (g_get_user_data_dir()).
 *
 * Returns: (transfer full): the folder
 */
GFile *
tm_ledger_get_default_dir (void)
{
  return g_file_new_build_filename (g_get_user_data_dir (), "tablemate", "ledgers", NULL);
}

static void
add_backup_hint (GFile   *file,
                 GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *backup = NULL;

  if (path == NULL || error == NULL || *error == NULL)
    return;

  backup = g_strconcat (path, ".bak", NULL);
  if (g_file_test (backup, G_FILE_TEST_IS_REGULAR))
    {
      g_autofree char *message = g_strdup_printf ("%s. The version before the last save is "
                                                  "kept in %s.", (*error)->message, backup);

      g_free ((*error)->message);
      (*error)->message = g_steal_pointer (&message);
    }
}

static TmLedgerDoc *
read_and_parse (GFile         *file,
                GCancellable  *cancellable,
                GError       **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = g_file_get_parse_name (file);
  TmLedgerDoc *root;

  bytes = g_file_load_bytes (file, cancellable, NULL, error);
  if (bytes == NULL)
    return NULL;

  root = _tm_ledger_parse (bytes, name, error);
  if (root == NULL)
    add_backup_hint (file, error);
  else
    _tm_file_remove_leftovers (file);

  return root;
}

static TmLedger *
finish_load (TmCatalogue  *catalogue,
             GFile        *file,
             TmLedgerDoc  *root,
             GError      **error)
{
  g_autofree char *name = g_file_get_parse_name (file);
  TmLedger *self;

  self = _tm_ledger_new_from_doc (catalogue, root, name, error);
  if (self == NULL)
    {
      add_backup_hint (file, error);
      return NULL;
    }

  tm_ledger_set_file (self, file);
  _tm_ledger_set_saved_serial (self, _tm_ledger_get_serial (self));
  return self;
}

/**
 * tm_ledger_load:
 * @catalogue: the catalogue
 * @file: a ledger file
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Reads a ledger from @file, which becomes its [property@Tm.Ledger:file].
 * Blocks; the app uses tm_ledger_load_async().  A file that cannot be read
 * fails with an error in %TM_LEDGER_ERROR (or %G_IO_ERROR) saying what is
 * wrong, and is left untouched.
 *
 * Returns: (transfer full) (nullable): the ledger, or %NULL with @error set
 */
TmLedger *
tm_ledger_load (TmCatalogue   *catalogue,
                GFile         *file,
                GCancellable  *cancellable,
                GError       **error)
{
  g_autoptr(TmLedgerDoc) root = NULL;

  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  root = read_and_parse (file, cancellable, error);
  if (root == NULL)
    return NULL;

  return finish_load (catalogue, file, root, error);
}

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GError *error = NULL;
  TmLedgerDoc *root = read_and_parse (task_data, cancellable, &error);

  if (root == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, root, (GDestroyNotify) _tm_ledger_doc_free);
}

static void
load_parsed_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(TmLedgerDoc) root = NULL;
  GError *error = NULL;
  TmLedger *self;

  root = g_task_propagate_pointer (G_TASK (result), &error);
  if (root == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  self = finish_load (g_task_get_source_object (task), g_task_get_task_data (task), root, &error);
  if (self == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, self, g_object_unref);
}

/**
 * tm_ledger_load_async:
 * @catalogue: the catalogue
 * @file: a ledger file
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the ledger is read
 * @user_data: data for @callback
 *
 * Reads a ledger without blocking: the file is read and parsed in a
 * thread, and the ledger is built in the calling thread's main context.
 * See tm_ledger_load().
 */
void
tm_ledger_load_async (TmCatalogue         *catalogue,
                      GFile               *file,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) parse = NULL;

  g_return_if_fail (TM_IS_CATALOGUE (catalogue));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (catalogue, cancellable, callback, user_data);
  g_task_set_source_tag (task, tm_ledger_load_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);

  parse = g_task_new (NULL, cancellable, load_parsed_cb, g_steal_pointer (&task));
  g_task_set_task_data (parse, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (parse, load_thread);
}

/**
 * tm_ledger_load_finish:
 * @result: the result passed to the callback
 * @error: return location for a #GError
 *
 * Finishes tm_ledger_load_async().
 *
 * Returns: (transfer full) (nullable): the ledger, or %NULL with @error set
 */
TmLedger *
tm_ledger_load_finish (GAsyncResult  *result,
                       GError       **error)
{
  g_return_val_if_fail (G_IS_TASK (result), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == tm_ledger_load_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

typedef struct
{
  GFile   *file;
  GBytes  *bytes;
  guint64  serial;
  gboolean file_known;
} SaveData;

static void
save_data_free (gpointer data)
{
  SaveData *save = data;

  g_clear_object (&save->file);
  g_clear_pointer (&save->bytes, g_bytes_unref);
  g_free (save);
}

static gboolean
save_now (SaveData      *save,
          GCancellable  *cancellable,
          GError       **error)
{
  if (!save->file_known && g_file_query_exists (save->file, cancellable))
    {
      g_autofree char *name = g_file_get_parse_name (save->file);

      g_set_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_EXISTS,
                   "%s already exists and is not this score sheet; it is left as it is", name);
      return FALSE;
    }

  return _tm_file_write_atomic (save->file, save->bytes, TM_FILE_WRITE_KEEP_BACKUP,
                                cancellable, error);
}

static SaveData *
prepare_save (TmLedger  *self,
              GError   **error)
{
  SaveData *save;

  if (tm_ledger_get_file (self) == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                   "The score sheet has no file to be saved to");
      return NULL;
    }

  save = g_new0 (SaveData, 1);
  save->file = g_object_ref (tm_ledger_get_file (self));
  save->bytes = tm_ledger_to_bytes (self);
  save->serial = _tm_ledger_get_serial (self);
  save->file_known = _tm_ledger_get_file_known (self);
  return save;
}

/**
 * tm_ledger_save:
 * @self: a #TmLedger
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Saves the ledger to its [property@Tm.Ledger:file] at once, atomically,
 * keeping the previous version as FILE.bak.  Blocks; the app uses
 * tm_ledger_save_async() or [property@Tm.Ledger:autosave].  Fails with
 * %TM_LEDGER_ERROR_EXISTS rather than replace a file the ledger was not
 * read from, and with a %G_IO_ERROR when the disk refuses.
 *
 * Returns: %TRUE if the ledger was saved
 */
gboolean
tm_ledger_save (TmLedger      *self,
                GCancellable  *cancellable,
                GError       **error)
{
  SaveData *save;
  gboolean ok;

  g_return_val_if_fail (TM_IS_LEDGER (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  save = prepare_save (self, error);
  if (save == NULL)
    return FALSE;

  ok = save_now (save, cancellable, error);
  if (ok)
    _tm_ledger_set_saved_serial (self, save->serial);

  save_data_free (save);
  return ok;
}

static void
save_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GError *error = NULL;

  if (save_now (task_data, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
saved_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  TmLedger *self = g_task_get_source_object (task);
  SaveData *save = g_task_get_task_data (G_TASK (result));
  GError *error = NULL;

  if (g_task_propagate_boolean (G_TASK (result), &error))
    {
      _tm_ledger_set_saved_serial (self, save->serial);
      g_task_return_boolean (task, TRUE);
    }
  else
    g_task_return_error (task, error);
}

/**
 * tm_ledger_save_async:
 * @self: a #TmLedger
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the save is done
 * @user_data: data for @callback
 *
 * Saves the ledger as tm_ledger_save() does, without blocking: the
 * contents are taken at once, and written in a thread.  Start the next
 * save only once this one is done ([property@Tm.Ledger:autosave] does so).
 */
void
tm_ledger_save_async (TmLedger            *self,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) write = NULL;
  GError *error = NULL;
  SaveData *save;

  g_return_if_fail (TM_IS_LEDGER (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tm_ledger_save_async);

  save = prepare_save (self, &error);
  if (save == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  write = g_task_new (NULL, cancellable, saved_cb, g_steal_pointer (&task));
  g_task_set_task_data (write, save, save_data_free);
  g_task_run_in_thread (write, save_thread);
}

/**
 * tm_ledger_save_finish:
 * @self: a #TmLedger
 * @result: the result passed to the callback
 * @error: return location for a #GError
 *
 * Finishes tm_ledger_save_async().
 *
 * Returns: %TRUE if the ledger was saved
 */
gboolean
tm_ledger_save_finish (TmLedger      *self,
                       GAsyncResult  *result,
                       GError       **error)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
autosaved_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  TmLedger *self = TM_LEDGER (object);
  g_autoptr(GError) error = NULL;

  if (!tm_ledger_save_finish (self, result, &error))
    {
      g_debug ("Saving a score sheet failed: %s", error->message);
      _tm_ledger_emit_save_failed (self, error);
    }

  if (_tm_ledger_take_save_pending (self) && tm_ledger_get_unsaved (self) &&
      tm_ledger_get_file (self) != NULL)
    tm_ledger_save_async (self, NULL, autosaved_cb, NULL);
  else
    _tm_ledger_set_saving (self, FALSE);
}

void
_tm_ledger_autosave (TmLedger *self)
{
  if (tm_ledger_get_saving (self))
    {
      _tm_ledger_set_save_pending (self);
      return;
    }

  _tm_ledger_set_saving (self, TRUE);
  tm_ledger_save_async (self, NULL, autosaved_cb, NULL);
}

/* ------------------------------------------------------------------------
 * A JSON scanner for the hands of a version 2 file
 *
 * json-glib builds a tree of nodes, objects and hash tables for the whole
 * file, which for a long ledger costs far more than the rest of opening
 * it.  This scanner checks the syntax of every byte as strictly as a
 * parser (strings, escapes, UTF-8, numbers, nesting) but builds nothing:
 * it hands back where each value starts and ends, and decodes only the
 * numbers and strings asked for.  The ledger keeps a hand's entries as
 * text and gives them to json-glib when the hand is first looked at.
 */

#define MAX_DEPTH 512

static gboolean
scan_fail (TmJsonScanner  *self,
           GError        **error,
           const char     *what)
{
  guint line = 1, column = 1;

  for (gsize i = 0; i < self->pos && i < self->len; i++)
    {
      if (self->text[i] == '\n')
        {
          line++;
          column = 1;
        }
      else
        column++;
    }

  g_set_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_CORRUPT,
               "%s is damaged (line %u, column %u: %s); it is left as it is",
               self->filename, line, column, what);
  return FALSE;
}

static inline void
scan_space (TmJsonScanner *self)
{
  while (self->pos < self->len)
    {
      char c = self->text[self->pos];

      if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
        break;
      self->pos++;
    }
}

void
_tm_json_scanner_init (TmJsonScanner *self,
                       GBytes        *bytes,
                       const char    *filename)
{
  self->text = g_bytes_get_data (bytes, &self->len);
  self->pos = 0;
  self->depth = 0;
  self->filename = filename;
}

gboolean
_tm_json_scanner_peek (TmJsonScanner  *self,
                       TmJsonKind     *kind,
                       GError        **error)
{
  scan_space (self);
  if (self->pos >= self->len)
    return scan_fail (self, error, "the file ends too soon");

  switch (self->text[self->pos])
    {
    case '{': *kind = TM_JSON_OBJECT; return TRUE;
    case '[': *kind = TM_JSON_ARRAY; return TRUE;
    case '"': *kind = TM_JSON_STRING; return TRUE;
    case 'n': *kind = TM_JSON_NULL; return TRUE;
    case 't': case 'f': *kind = TM_JSON_BOOLEAN; return TRUE;
    case '-': case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9':
      *kind = TM_JSON_NUMBER;
      return TRUE;
    default:
      return scan_fail (self, error, "a value was expected");
    }
}

static gboolean
scan_literal (TmJsonScanner  *self,
              const char     *word,
              GError        **error)
{
  gsize n = strlen (word);

  if (self->len - self->pos < n || memcmp (self->text + self->pos, word, n) != 0)
    return scan_fail (self, error, "a value was expected");
  self->pos += n;
  return TRUE;
}

static gboolean
scan_number (TmJsonScanner  *self,
             GError        **error)
{
  const char *s = self->text;
  gsize p = self->pos, n = self->len;

  if (p < n && s[p] == '-')
    p++;
  if (p < n && s[p] == '0')
    p++;
  else if (p < n && s[p] >= '1' && s[p] <= '9')
    while (p < n && g_ascii_isdigit (s[p]))
      p++;
  else
    {
      self->pos = p;
      return scan_fail (self, error, "a number is cut short");
    }

  if (p < n && s[p] == '.')
    {
      p++;
      if (p >= n || !g_ascii_isdigit (s[p]))
        {
          self->pos = p;
          return scan_fail (self, error, "a number is cut short");
        }
      while (p < n && g_ascii_isdigit (s[p]))
        p++;
    }

  if (p < n && (s[p] == 'e' || s[p] == 'E'))
    {
      p++;
      if (p < n && (s[p] == '+' || s[p] == '-'))
        p++;
      if (p >= n || !g_ascii_isdigit (s[p]))
        {
          self->pos = p;
          return scan_fail (self, error, "a number is cut short");
        }
      while (p < n && g_ascii_isdigit (s[p]))
        p++;
    }

  self->pos = p;
  return TRUE;
}

static inline int
hex_value (char c)
{
  return g_ascii_xdigit_value (c);
}

/* Checks a string from its opening quote; leaves pos after the closing
 * one.  Sets *plain when there is no escape in it. */
static gboolean
scan_string (TmJsonScanner  *self,
             gboolean       *plain,
             GError        **error)
{
  const char *s = self->text;
  gsize start = ++self->pos;
  gboolean ascii = TRUE;

  *plain = TRUE;
  while (self->pos < self->len)
    {
      guchar c = (guchar) s[self->pos];

      if (c == '"')
        {
          if (!ascii && !g_utf8_validate_len (s + start, self->pos - start, NULL))
            return scan_fail (self, error, "a string is not valid UTF-8");
          self->pos++;
          return TRUE;
        }
      if (c < 0x20)
        return scan_fail (self, error, "a control character in a string");
      if (c >= 0x80)
        ascii = FALSE;
      if (c == '\\')
        {
          *plain = FALSE;
          self->pos++;
          if (self->pos >= self->len)
            break;
          switch (s[self->pos])
            {
            case '"': case '\\': case '/': case 'b': case 'f': case 'n': case 'r': case 't':
              break;
            case 'u':
              if (self->len - self->pos < 5 ||
                  hex_value (s[self->pos + 1]) < 0 || hex_value (s[self->pos + 2]) < 0 ||
                  hex_value (s[self->pos + 3]) < 0 || hex_value (s[self->pos + 4]) < 0)
                return scan_fail (self, error, "a bad \\u escape in a string");
              self->pos += 4;
              break;
            default:
              return scan_fail (self, error, "a bad escape in a string");
            }
        }
      self->pos++;
    }

  return scan_fail (self, error, "a string is not closed");
}

gboolean
_tm_json_scanner_enter (TmJsonScanner  *self,
                        TmJsonKind      kind,
                        GError        **error)
{
  char open = kind == TM_JSON_OBJECT ? '{' : '[';

  scan_space (self);
  if (self->pos >= self->len || self->text[self->pos] != open)
    return scan_fail (self, error, kind == TM_JSON_OBJECT ? "an object was expected"
                                                          : "a list was expected");
  if (++self->depth > MAX_DEPTH)
    return scan_fail (self, error, "lists and objects nested too deeply");
  self->pos++;
  return TRUE;
}

TmJsonNext
_tm_json_scanner_next (TmJsonScanner  *self,
                       TmJsonKind      kind,
                       gboolean       *first,
                       char          **key,
                       GError        **error)
{
  char close = kind == TM_JSON_OBJECT ? '}' : ']';

  scan_space (self);
  if (self->pos >= self->len)
    return scan_fail (self, error, "the file ends too soon"), TM_JSON_NEXT_ERROR;

  if (self->text[self->pos] == close)
    {
      self->pos++;
      self->depth--;
      return TM_JSON_NEXT_END;
    }

  if (!*first)
    {
      if (self->text[self->pos] != ',')
        return scan_fail (self, error, kind == TM_JSON_OBJECT ? "“,” or “}” was expected"
                                                              : "“,” or “]” was expected"),
               TM_JSON_NEXT_ERROR;
      self->pos++;
      scan_space (self);
    }
  *first = FALSE;

  if (kind == TM_JSON_OBJECT)
    {
      g_autofree char *name = NULL;

      if (self->pos >= self->len || self->text[self->pos] != '"')
        return scan_fail (self, error, "a member name was expected"), TM_JSON_NEXT_ERROR;
      if (key == NULL)
        {
          gboolean plain;

          /* Only checked: no need to decode a name nobody reads. */
          if (!scan_string (self, &plain, error))
            return TM_JSON_NEXT_ERROR;
        }
      else if (!_tm_json_scanner_read_string (self, &name, error))
        return TM_JSON_NEXT_ERROR;
      scan_space (self);
      if (self->pos >= self->len || self->text[self->pos] != ':')
        return scan_fail (self, error, "“:” was expected"), TM_JSON_NEXT_ERROR;
      self->pos++;
      if (key != NULL)
        *key = g_steal_pointer (&name);
    }

  return TM_JSON_NEXT_ITEM;
}

gboolean
_tm_json_scanner_skip (TmJsonScanner  *self,
                       gsize          *start,
                       gsize          *end,
                       GError        **error)
{
  TmJsonKind kind;
  gboolean plain;

  if (!_tm_json_scanner_peek (self, &kind, error))
    return FALSE;
  if (start != NULL)
    *start = self->pos;

  switch (kind)
    {
    case TM_JSON_NULL:
      if (!scan_literal (self, "null", error))
        return FALSE;
      break;
    case TM_JSON_BOOLEAN:
      if (!scan_literal (self, self->text[self->pos] == 't' ? "true" : "false", error))
        return FALSE;
      break;
    case TM_JSON_NUMBER:
      if (!scan_number (self, error))
        return FALSE;
      break;
    case TM_JSON_STRING:
      if (!scan_string (self, &plain, error))
        return FALSE;
      break;
    case TM_JSON_ARRAY:
    case TM_JSON_OBJECT:
      {
        gboolean first = TRUE;
        TmJsonNext next;

        if (!_tm_json_scanner_enter (self, kind, error))
          return FALSE;
        while ((next = _tm_json_scanner_next (self, kind, &first, NULL, error)) == TM_JSON_NEXT_ITEM)
          if (!_tm_json_scanner_skip (self, NULL, NULL, error))
            return FALSE;
        if (next == TM_JSON_NEXT_ERROR)
          return FALSE;
      }
      break;
    default:
      g_assert_not_reached ();
    }

  if (end != NULL)
    *end = self->pos;
  return TRUE;
}

gboolean
_tm_json_scanner_read_int (TmJsonScanner  *self,
                           gint64         *out,
                           GError        **error)
{
  gsize start, end;
  char buffer[32];
  char *tail;

  if (!_tm_json_scanner_skip (self, &start, &end, error))
    return FALSE;

  /* Only plain integers: no fraction, exponent or quotes. */
  if (end - start >= sizeof buffer ||
      strcspn (self->text + start, ".eE\"ntf[{") < end - start)
    return FALSE;

  memcpy (buffer, self->text + start, end - start);
  buffer[end - start] = '\0';
  errno = 0;
  *out = g_ascii_strtoll (buffer, &tail, 10);
  return errno == 0 && *tail == '\0';
}

gboolean
_tm_json_scanner_read_string (TmJsonScanner  *self,
                              char          **out,
                              GError        **error)
{
  const char *s;
  gsize start, end;
  gboolean plain;
  GString *decoded;

  scan_space (self);
  if (self->pos >= self->len || self->text[self->pos] != '"')
    {
      /* Not a string: check it anyway, and say so with no error. */
      *out = NULL;
      return _tm_json_scanner_skip (self, NULL, NULL, error);
    }

  start = self->pos + 1;
  if (!scan_string (self, &plain, error))
    return FALSE;
  end = self->pos - 1;
  s = self->text;

  if (plain)
    {
      *out = g_strndup (s + start, end - start);
      return TRUE;
    }

  decoded = g_string_sized_new (end - start);
  for (gsize i = start; i < end; i++)
    {
      gunichar u;

      if (s[i] != '\\')
        {
          g_string_append_c (decoded, s[i]);
          continue;
        }

      i++;
      switch (s[i])
        {
        case 'b': g_string_append_c (decoded, '\b'); continue;
        case 'f': g_string_append_c (decoded, '\f'); continue;
        case 'n': g_string_append_c (decoded, '\n'); continue;
        case 'r': g_string_append_c (decoded, '\r'); continue;
        case 't': g_string_append_c (decoded, '\t'); continue;
        case 'u': break;
        default: g_string_append_c (decoded, s[i]); continue;
        }

      u = (hex_value (s[i + 1]) << 12) | (hex_value (s[i + 2]) << 8) |
          (hex_value (s[i + 3]) << 4) | hex_value (s[i + 4]);
      i += 4;
      if (u >= 0xd800 && u < 0xdc00)
        {
          gunichar low;

          if (i + 6 >= end || s[i + 1] != '\\' || s[i + 2] != 'u')
            {
              g_string_free (decoded, TRUE);
              self->pos = i;
              return scan_fail (self, error, "half a surrogate pair in a string");
            }
          low = (hex_value (s[i + 3]) << 12) | (hex_value (s[i + 4]) << 8) |
                (hex_value (s[i + 5]) << 4) | hex_value (s[i + 6]);
          if (low < 0xdc00 || low >= 0xe000)
            {
              g_string_free (decoded, TRUE);
              self->pos = i;
              return scan_fail (self, error, "half a surrogate pair in a string");
            }
          u = 0x10000 + ((u - 0xd800) << 10) + (low - 0xdc00);
          i += 6;
        }
      else if (u >= 0xdc00 && u < 0xe000)
        {
          g_string_free (decoded, TRUE);
          self->pos = i;
          return scan_fail (self, error, "half a surrogate pair in a string");
        }
      else if (u == 0)
        {
          g_string_free (decoded, TRUE);
          self->pos = i;
          return scan_fail (self, error, "a NUL character in a string");
        }
      g_string_append_unichar (decoded, u);
    }

  *out = g_string_free (decoded, FALSE);
  return TRUE;
}

gboolean
_tm_json_scanner_finish (TmJsonScanner  *self,
                         GError        **error)
{
  scan_space (self);
  if (self->pos < self->len)
    return scan_fail (self, error, "something follows the end of the data");
  return TRUE;
}
