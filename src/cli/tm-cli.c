/* tm-cli.c: helpers shared by the commands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-cli.h"

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

