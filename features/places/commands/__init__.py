"""The places commands: +places, join, depart, tt and the pose at a place."""
