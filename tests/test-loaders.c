/* test-loaders.c: what every loader of the library API does with odd bytes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Zero bytes with no place for an error (a NULL GError **), and contents
 * in a buffer of exactly their size with no NUL after them (which the
 * AddressSanitizer build sees read past): every loader refuses or reads
 * them without a crash, a critical or a warning.
 */

#include <string.h>

#include "tablemate.h"

static TmCatalogue *catalogue;

typedef gboolean (*LoadFunc) (GBytes *bytes, GError **error);

static gboolean
load_ledger (GBytes  *bytes,
             GError **error)
{
  g_autoptr(TmLedger) ledger = tm_ledger_new_from_bytes (catalogue, bytes, "x.json", error);

  return ledger != NULL;
}

static gboolean
load_roster (GBytes  *bytes,
             GError **error)
{
  g_autoptr(TmRoster) roster = tm_roster_new (NULL);

  return tm_roster_load_bytes (roster, bytes, "x.json", error);
}

static gboolean
load_card_edits (GBytes  *bytes,
                 GError **error)
{
  g_autoptr(TmCardEdits) edits = tm_card_edits_new ();

  return tm_card_edits_load_bytes (edits, bytes, "x.json", error);
}

static gboolean
load_deck (GBytes  *bytes,
           GError **error)
{
  g_autoptr(TmDeck) deck = tm_deck_new_from_bytes (bytes, "x.json",
                                                   tm_catalogue_get_effects (catalogue), error);

  return deck != NULL;
}

static gboolean
load_effects (GBytes  *bytes,
              GError **error)
{
  g_autoptr(TmEffectVocabulary) vocabulary = tm_effect_vocabulary_new_from_bytes (bytes, "x.json",
                                                                                  error);

  return vocabulary != NULL;
}

static gboolean
load_game (GBytes  *bytes,
           GError **error)
{
  g_autoptr(TmGame) game = tm_game_new_from_bytes (bytes, "x.json", error);

  return game != NULL;
}

static gboolean
load_rules (GBytes  *bytes,
            GError **error)
{
  g_autoptr(TmRulebook) rulebook =
    tm_rulebook_new_from_bytes (bytes, "x.json", tm_catalogue_lookup_game (catalogue, "freeo"),
                                error);

  return rulebook != NULL;
}

static gboolean
load_play_stats (GBytes  *bytes,
                 GError **error)
{
  g_autoptr(TmPlayStats) stats = tm_play_stats_new ();

  return tm_play_stats_load_bytes (stats, bytes, "x.json", error);
}

static const struct {
  const char *name;
  LoadFunc    load;
  const char *valid;
} loaders[] = {
  { "ledger", load_ledger,
    "{\"version\":3,\"id\":\"8d3f2a4e-1c7b-4e0a-9d59-2f6b8c1e7a31\",\"game\":\"custom\","
    "\"title\":\"x\",\"created\":\"2025-03-14T19:30:00Z\",\"players\":[{\"name\":\"A\"}],"
    "\"hands\":[]}" },
  { "roster", load_roster, "{\"version\": 1, \"players\": [{\"id\": \"a\", \"name\": \"Ana\"}]}" },
  { "card-edits", load_card_edits,
    "{\"version\": 1, \"cards\": [{\"deck\": \"freeo\", \"card\": \"wild\", \"name\": \"J\"}]}" },
  { "deck", load_deck, NULL },
  { "effects", load_effects, NULL },
  { "game", load_game, NULL },
  { "rules", load_rules, NULL },
  { "play-stats", load_play_stats, "{\"version\": 1, \"games\": {}}" },
};

/* Zero bytes, with and without a place for the error. */
static void
test_empty (void)
{
  g_autoptr(GBytes) empty = g_bytes_new (NULL, 0);

  for (guint i = 0; i < G_N_ELEMENTS (loaders); i++)
    {
      g_autoptr(GError) error = NULL;

      g_test_message ("%s", loaders[i].name);
      g_assert_false (loaders[i].load (empty, NULL));
      g_assert_false (loaders[i].load (empty, &error));
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, "x.json"));
    }
}

/* Contents with no NUL after them: each prefix of a valid file (refused
 * or read, never read past), and the whole file (read). */
static void
test_no_nul (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (loaders); i++)
    {
      gsize len;

      if (loaders[i].valid == NULL)
        continue;
      g_test_message ("%s", loaders[i].name);
      len = strlen (loaders[i].valid);
      for (gsize n = 1; n <= len; n++)
        {
          g_autoptr(GBytes) bytes = g_bytes_new_take (g_memdup2 (loaders[i].valid, n), n);
          g_autoptr(GError) error = NULL;
          gboolean loaded = loaders[i].load (bytes, &error);

          g_assert_true (loaded == (error == NULL));
          if (n == len)
            g_assert_no_error (error);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  tm_init ();
  catalogue = tm_catalogue_new (&error);
  g_assert_no_error (error);

  g_test_add_func ("/engine/loaders/empty", test_empty);
  g_test_add_func ("/engine/loaders/no-nul", test_no_nul);

  status = g_test_run ();
  g_clear_object (&catalogue);
  return status;
}
