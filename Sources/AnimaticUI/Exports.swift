@_exported import Animatic
