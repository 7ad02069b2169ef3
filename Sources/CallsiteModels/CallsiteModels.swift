/// The CallsiteModels module.
public enum CallsiteModelsModule {}
