"""The mw ruleset's Evennia side: sheet handler, typeclasses, text, commands (commands/). Its pure rules are in rules/mw/."""
