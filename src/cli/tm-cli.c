/* tm-cli.c: helpers shared by the commands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-cli.h"
#include "tm-game-module.h"

gboolean tm_cli_json;

void
tm_cli_print_json (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, node);
  text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}

gboolean
tm_cli_parse_options (const char    *parameter,
               const char    *summary,
               GOptionEntry  *entries,
               int           *argc,
               char        ***argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (parameter);
  g_autoptr(GError) error = NULL;
  GOptionEntry json_entry[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &tm_cli_json, N_("Print JSON instead of text"), NULL },
    { NULL }
  };

  g_option_context_set_summary (context, summary);
  g_option_context_add_main_entries (context, json_entry, GETTEXT_PACKAGE);
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      g_printerr ("tablemate-cli: %s\n", error->message);
      return FALSE;
    }

  return TRUE;
}

/* Options given as ID or ID=VALUE, checked against the game's definition;
 * %NULL (without an error) for a game Tablemate does not know, which
 * tm_play_state_new() then names. */
gboolean
tm_cli_game_options (const char  *game_id,
                     char       **options,
                     GVariant   **values,
                     GError     **error)
{
  g_autoptr(JsonObject) object = json_object_new ();
  g_autoptr(GError) local_error = NULL;
  TmGame *game;

  for (guint i = 0; options && options[i]; i++)
    {
      g_auto(GStrv) kv = g_strsplit (options[i], "=", 2);
      gint64 number;

      if (kv[0] == NULL || kv[0][0] == '\0')
        continue;
      if (kv[1] == NULL || g_str_equal (kv[1], "true"))
        json_object_set_boolean_member (object, kv[0], TRUE);
      else if (g_str_equal (kv[1], "false"))
        json_object_set_boolean_member (object, kv[0], FALSE);
      else if (g_ascii_string_to_signed (kv[1], 10, G_MININT, G_MAXINT, &number, NULL))
        json_object_set_int_member (object, kv[0], number);
      else
        {
          g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_OPTION,
                       _("option “%s”: the value must be true, false or a number"), kv[0]);
          return FALSE;
        }
    }

  *values = NULL;
  game = tm_game_module_lookup_game (game_id);
  if (game == NULL)
    return TRUE;
  *values = tm_game_parse_options (game, object, &local_error);
  if (*values == NULL)
    {
      g_set_error_literal (error, TM_PLAY_ERROR, TM_PLAY_ERROR_OPTION, local_error->message);
      return FALSE;
    }
  return TRUE;
}
