/* fuzz-common.h: what every fuzz target shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each target feeds libFuzzer's input to one loader as a file's contents
 * (in a buffer of exactly its size, no NUL after it) and checks that:
 * nothing logs a critical or a warning (both abort here); a refusal is a
 * GError naming the file; and, for the files Tablemate writes, whatever
 * loads saves back to bytes that load again and save to the same bytes.
 */

#pragma once

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tablemate.h"

#define FUZZ_FILENAME "fuzz-input.json"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static TmCatalogue *fuzz_catalogue;

static inline void
fuzz_init (gboolean with_catalogue)
{
  g_autoptr(GError) error = NULL;

  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  g_setenv ("G_DEBUG", "fatal-warnings", TRUE);
  tm_init ();
  if (with_catalogue)
    {
      fuzz_catalogue = tm_catalogue_new (&error);
      if (fuzz_catalogue == NULL)
        g_error ("the catalogue did not load: %s", error->message);
    }
}

/* The input as its own allocation of exactly @size bytes, so that
 * AddressSanitizer sees a read past its end. */
static inline GBytes *
fuzz_bytes (const guint8 *data,
            size_t        size)
{
  return g_bytes_new_take (g_memdup2 (data, size), size);
}

/* The input as text, for the loaders that take a string. */
static inline char *
fuzz_text (const guint8 *data,
           size_t        size)
{
  return g_strndup ((const char *) data, size);
}

static inline void
fuzz_check_refusal (const GError *error,
                    gboolean      names_file)
{
  if (error == NULL)
    {
      fprintf (stderr, "fuzz: refused without a GError\n");
      abort ();
    }
  if (error->message == NULL || error->message[0] == '\0')
    {
      fprintf (stderr, "fuzz: refused with an empty message\n");
      abort ();
    }
  if (names_file && strstr (error->message, FUZZ_FILENAME) == NULL)
    {
      fprintf (stderr, "fuzz: the refusal does not name the file: %s\n", error->message);
      abort ();
    }
}

static inline void
fuzz_check_loads_again (const char   *what,
                        const GError *error)
{
  if (error != NULL)
    {
      fprintf (stderr, "fuzz: %s saved a file it cannot load: %s\n", what, error->message);
      abort ();
    }
}

static inline void
fuzz_check_same (const char *what,
                 GBytes     *first,
                 GBytes     *second)
{
  if (!g_bytes_equal (first, second))
    {
      fprintf (stderr, "fuzz: %s does not save the same after a round trip:\n"
               "--- first\n%.*s\n--- second\n%.*s\n", what,
               (int) g_bytes_get_size (first), (const char *) g_bytes_get_data (first, NULL),
               (int) g_bytes_get_size (second), (const char *) g_bytes_get_data (second, NULL));
      abort ();
    }
}

static inline GBytes *
fuzz_node_bytes (JsonNode *node)
{
  char *text = json_to_string (node, TRUE);

  return g_bytes_new_take (text, strlen (text));
}
